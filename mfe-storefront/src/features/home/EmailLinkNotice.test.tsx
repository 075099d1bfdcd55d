/** After a mailed account link (issue 24) the home page says how it went, once, and drops the parameter. */
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { EMAIL_LINK_NOTICES } from 'shared-lib/domain';
import { renderWithStore } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import { EmailLinkNotice } from './EmailLinkNotice';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function arrive(search: string) {
  return renderWithStore(
    <>
      <EmailLinkNotice />
      <Where />
      <Toasts />
    </>,
    { route: `/home${search}`, path: '/home' },
  );
}

describe('notice after a mailed account link', () => {
  it.each(Object.entries(EMAIL_LINK_NOTICES))('%s: shows its message and drops the parameter', async (outcome, notice) => {
    arrive(`?email=${outcome}&utm=mail`);
    expect(await screen.findByText(notice.text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/home\?utm=mail$/));
    expect(screen.getAllByText(notice.text)).toHaveLength(1);
  });

  it('the verified notice is a success toast', async () => {
    arrive('?email=verified');
    expect((await screen.findByText(EMAIL_LINK_NOTICES.verified.text)).closest('[role="alert"], .Toastify__toast')).toHaveClass('Toastify__toast--success');
  });

  it('shows nothing for an unknown outcome or none, and still drops an unknown one', async () => {
    arrive('?email=<script>');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/));
    for (const notice of Object.values(EMAIL_LINK_NOTICES)) expect(screen.queryByText(notice.text)).not.toBeInTheDocument();
  });
});
